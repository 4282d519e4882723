import { NotificationSettings } from '../../features/notifications/notification-settings.tsx';
import { ServiceSettings } from '../../features/settings/service-settings.tsx';
import { SignInMethods } from '../../features/sign-in/sign-in-methods.tsx';
import { useTokenStore } from '../../lib/session/token-store.ts';

/** Settings: the dashboard's own, then — signed in — the account's sign-in methods and where notifications go. */
export function Component() {
  const signedIn = useTokenStore((state) => state.session !== null);
  return (
    <ServiceSettings
      account={
        signedIn ? (
          <>
            <SignInMethods />
            <NotificationSettings />
          </>
        ) : null
      }
    />
  );
}
