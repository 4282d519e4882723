// Error texts and the service's own words of the videos' operations and their storage, in the request's language
// like every other error of the contract API. None repeats what the client sent.
import type { Language } from '../messages.ts';

type Text = Record<Language, string>;

export const videoMessages = {
  unknownMedia: (): Text => ({
    en: '"media_id" names no service video of this project',
    ru: 'Параметр "media_id" не указывает ни на одно служебное видео этого проекта',
    cn: '参数 "media_id" 不对应此项目的任何服务视频',
  }),
  notEditable: (): Text => ({
    en: 'This is one of the service’s own videos: it cannot be renamed, cancelled or deleted',
    ru: 'Это одно из видео сервиса: его нельзя переименовать, отменить или удалить',
    cn: '这是服务自带的视频：不能重命名、取消或删除',
  }),
  notProcessing: (): Text => ({
    en: 'This video is not being processed: there is nothing to cancel',
    ru: 'Это видео не обрабатывается: отменять нечего',
    cn: '此视频不在处理中：没有可取消的内容',
  }),
  notChoosable: (): Text => ({
    en: 'This video cannot be chosen: only a video that has finished processing can be shown',
    ru: 'Это видео нельзя выбрать: показать можно только видео, обработка которого завершена',
    cn: '无法选择此视频：只能显示已处理完成的视频',
  }),
  inUse: (): Text => ({
    en: 'This video is shown when the stream pauses or loses its signal: choose another one there first',
    ru: 'Это видео показывается при паузе или потере сигнала: сначала выберите там другое',
    cn: '此视频正用于直播暂停或信号丢失时的画面：请先在那里选择其他视频',
  }),
  tooManyMedia: (max: number): Text => ({
    en: `A project keeps at most ${max} videos of its own for pauses and lost signals: delete one first`,
    ru: `В проекте может быть не больше ${max} своих видео для паузы и потери сигнала: сначала удалите одно`,
    cn: `每个项目最多保留 ${max} 个用于暂停和信号丢失的自有视频：请先删除一个`,
  }),
  newMediaName: (): Text => ({ en: 'New video', ru: 'Новое видео', cn: '新视频' }),
  processingFailed: (): Text => ({
    en: 'The video could not be processed: its format is not supported',
    ru: 'Видео не удалось обработать: его формат не поддерживается',
    cn: '无法处理该视频：不支持其格式',
  }),
  unknownVideo: (): Text => ({
    en: '"id" names no video of this project',
    ru: 'Параметр "id" не указывает ни на одно видео этого проекта',
    cn: '参数 "id" 不对应此项目的任何视频',
  }),
  unknownDownload: (): Text => ({
    en: '"id" names no download of a video of this project',
    ru: 'Параметр "id" не указывает на скачивание ни одного видео этого проекта',
    cn: '参数 "id" 不对应此项目任何视频的下载',
  }),
  notReady: (): Text => ({
    en: 'This video is still being processed: it can be downloaded once it is ready',
    ru: 'Это видео ещё обрабатывается: скачать его можно, когда оно будет готово',
    cn: '此视频仍在处理中：准备就绪后即可下载',
  }),
  nameBlank: (field: string): Text => ({
    en: `"${field}" must have a visible character`,
    ru: `Параметр "${field}" должен содержать видимый символ`,
    cn: `参数 "${field}" 必须包含可见字符`,
  }),
  noSpace: (): Text => ({
    en: 'The project’s storage is full: delete videos or get more storage to upload',
    ru: 'Хранилище проекта заполнено: удалите видео или подключите больше места, чтобы загрузить',
    cn: '项目存储空间已满：请删除视频或购买更多存储空间后再上传',
  }),
  tooManyVideos: (max: number): Text => ({
    en: `A project keeps at most ${max} videos: delete some to upload more`,
    ru: `В проекте может быть не больше ${max} видео: удалите несколько, чтобы загрузить ещё`,
    cn: `每个项目最多保留 ${max} 个视频：请删除一些后再上传`,
  }),
  // The storage's own refusals, in the language of the request that opened the upload.
  overSpace: (): Text => ({
    en: 'The file is larger than the free space of the project’s storage',
    ru: 'Файл больше, чем свободное место в хранилище проекта',
    cn: '文件大于项目存储的剩余空间',
  }),
  overLimit: (max: string): Text => ({
    en: `The demo’s storage takes files of at most ${max}`,
    ru: `Хранилище демо принимает файлы не больше ${max}`,
    cn: `演示存储最多接受 ${max} 的文件`,
  }),
  uploadGone: (): Text => ({
    en: 'This upload address has expired or was used already: start the upload again',
    ru: 'Этот адрес загрузки истёк или уже использован: начните загрузку заново',
    cn: '此上传地址已过期或已被使用：请重新开始上传',
  }),
  notMultipart: (): Text => ({
    en: 'Send the file as multipart/form-data, one file part',
    ru: 'Отправьте файл как multipart/form-data, одной частью с файлом',
    cn: '请以 multipart/form-data 发送文件，包含一个文件部分',
  }),
  noFile: (): Text => ({
    en: 'The request has no file part',
    ru: 'В запросе нет части с файлом',
    cn: '请求中没有文件部分',
  }),
  emptyFile: (): Text => ({
    en: 'The file is empty',
    ru: 'Файл пустой',
    cn: '文件为空',
  }),
  linkGone: (): Text => ({
    en: 'This link has expired or is not valid: ask for a new one',
    ru: 'Эта ссылка истекла или недействительна: запросите новую',
    cn: '此链接已过期或无效：请重新获取',
  }),
  uploadedName: (): Text => ({ en: 'Uploaded video', ru: 'Загруженное видео', cn: '上传的视频' }),
};
