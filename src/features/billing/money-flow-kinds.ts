import { defineMessages } from '../../lib/i18n/message-table.ts';

// Words for the kinds of money-flow entry the real kind enumerates, in the three interface languages. A kind not
// here is shown as the service names it.

type KnownKind =
  | 'registration_bonus'
  | 'plan_restream_buy'
  | 'plan_transcoding_buy'
  | 'plan_storage_buy'
  | 'channel_story_buy'
  | 'channel_shop_sell'
  | 'referral_profit'
  | 'payment'
  | 'payment_cancel'
  | 'payout'
  | 'payout_cancel'
  | 'refund'
  | 'conversion'
  | 'withdrawal'
  | 'transferred_of_old_site'
  | 'accrued_admin'
  | 'reduced_admin'
  | 'promo_topup_1'
  | 'promo_topup_2'
  | 'promo_create_plan_restream_1'
  | 'promo_create_plan_restream_2';

type KindWords = Readonly<Record<KnownKind, string>>;

/** The kind in words, or as the service names it. */
export const kindWord = (words: KindWords, kind: string): string =>
  Object.hasOwn(words, kind) ? words[kind as keyof KindWords] : kind;

export const moneyFlowKinds = defineMessages<KindWords>({
  en: {
    registration_bonus: 'Sign-up bonus',
    plan_restream_buy: 'Restream plan bought',
    plan_transcoding_buy: 'Transcoding plan bought',
    plan_storage_buy: 'Storage plan bought',
    channel_story_buy: 'Channel story bought',
    channel_shop_sell: 'Sale in the channel shop',
    referral_profit: 'Referral earnings',
    payment: 'Top-up',
    payment_cancel: 'Top-up cancelled',
    payout: 'Payout',
    payout_cancel: 'Payout cancelled',
    refund: 'Refund',
    conversion: 'Currency conversion',
    withdrawal: 'Withdrawal',
    transferred_of_old_site: 'Moved from the old site',
    accrued_admin: 'Added by support',
    reduced_admin: 'Taken by support',
    promo_topup_1: 'Promo code top-up',
    promo_topup_2: 'Promo code top-up (second kind)',
    promo_create_plan_restream_1: 'Restream plan from a promo code',
    promo_create_plan_restream_2: 'Restream plan from a promo code (second kind)',
  },
  ru: {
    registration_bonus: 'Бонус за регистрацию',
    plan_restream_buy: 'Покупка тарифа рестрима',
    plan_transcoding_buy: 'Покупка тарифа транскодирования',
    plan_storage_buy: 'Покупка тарифа хранилища',
    channel_story_buy: 'Покупка истории канала',
    channel_shop_sell: 'Продажа в магазине канала',
    referral_profit: 'Доход по реферальной программе',
    payment: 'Пополнение',
    payment_cancel: 'Отмена пополнения',
    payout: 'Выплата',
    payout_cancel: 'Отмена выплаты',
    refund: 'Возврат',
    conversion: 'Конвертация валюты',
    withdrawal: 'Списание',
    transferred_of_old_site: 'Перенос со старого сайта',
    accrued_admin: 'Начислено поддержкой',
    reduced_admin: 'Списано поддержкой',
    promo_topup_1: 'Пополнение по промокоду',
    promo_topup_2: 'Пополнение по промокоду (второй вид)',
    promo_create_plan_restream_1: 'Тариф рестрима по промокоду',
    promo_create_plan_restream_2: 'Тариф рестрима по промокоду (второй вид)',
  },
  cn: {
    registration_bonus: '注册奖励',
    plan_restream_buy: '购买转推套餐',
    plan_transcoding_buy: '购买转码套餐',
    plan_storage_buy: '购买存储套餐',
    channel_story_buy: '购买频道故事',
    channel_shop_sell: '频道商店销售',
    referral_profit: '推荐收益',
    payment: '充值',
    payment_cancel: '充值已取消',
    payout: '提现',
    payout_cancel: '提现已取消',
    refund: '退款',
    conversion: '货币兑换',
    withdrawal: '扣款',
    transferred_of_old_site: '从旧站点转入',
    accrued_admin: '客服增加',
    reduced_admin: '客服扣除',
    promo_topup_1: '优惠码充值',
    promo_topup_2: '优惠码充值（第二种）',
    promo_create_plan_restream_1: '优惠码获得的转推套餐',
    promo_create_plan_restream_2: '优惠码获得的转推套餐（第二种）',
  },
});
