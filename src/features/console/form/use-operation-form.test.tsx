import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { accountOf } from '../../../lib/projects/known-projects-store.ts';
import { endSession } from '../../../lib/session/session.ts';
import { signOut } from '../../../lib/session/sign-out.ts';
import { type StoredSession, useTokenStore } from '../../../lib/session/token-store.ts';
import { draftKey, readDraft } from './form-draft.ts';
import type { FormLayout } from './form-layout.ts';
import { useOperationForm } from './use-operation-form.ts';

const secrets = { secret: () => false, bodySchema: undefined };
const layout: FormLayout = { parameters: [], bodyFields: null, jsonEditor: false };
const key = draftKey('Stream pull keys', 42, 'PullKeysController_import');
const session: StoredSession = {
  accessToken: 'opaque-access',
  refreshToken: 'opaque-refresh',
  receivedAt: 0,
  lifetimeMs: null,
  apiBase: 'https://api.example.com',
  signInId: 'sign-in-1',
};
const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

function typeIntoForm() {
  useTokenStore.setState({ session, persistence: 'session', lastEnd: null });
  const { result } = renderHook(() => useOperationForm(layout, secrets, '', key), { wrapper });
  act(() => result.current.setField('body.name', 'Archive feed'));
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  useTokenStore.setState({ session: null, lastEnd: null });
});

describe('a form’s draft when the session ends', () => {
  it('is kept, for that account, when the session ends under the form', () => {
    typeIntoForm();
    act(() => endSession('ended', { broadcast: false }));
    expect(readDraft(key, false, secrets, accountOf(session))?.fields).toEqual({ 'body.name': 'Archive feed' });
  });

  it('is not kept when this tab signs out: that is the user leaving', async () => {
    typeIntoForm();
    await act(() => signOut());
    expect(sessionStorage.getItem(key)).toBeNull();
  });
});
