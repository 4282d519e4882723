import { NotificationSettings } from '../../features/notifications/notification-settings.tsx';
import { AccountIdentity } from '../../features/settings/account-identity.tsx';
import { AdvancedSettings } from '../../features/settings/advanced-settings.tsx';
import { DisplaySettings, SettingsPage } from '../../features/settings/service-settings.tsx';
import { SignInMethods } from '../../features/sign-in/sign-in-methods.tsx';
import { useTokenStore } from '../../lib/session/token-store.ts';
import { LanguageSelect } from '../layout/language-select.tsx';

/**
 * Settings in a person's order, from the features that own each part: signed in, the account first (who you are,
 * then the sign-in methods and the apps' code), then where notifications go; the language and theme; and, folded
 * away, the API base URL of a self-hosted deployment.
 */
export function Component() {
  const signedIn = useTokenStore((state) => state.session !== null);
  return (
    <SettingsPage>
      {signedIn ? (
        <>
          <AccountIdentity />
          <SignInMethods />
          <NotificationSettings />
        </>
      ) : null}
      <DisplaySettings language={(label) => <LanguageSelect label={label} />} />
      <AdvancedSettings />
    </SettingsPage>
  );
}
