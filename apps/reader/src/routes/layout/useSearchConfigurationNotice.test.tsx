// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { NotificationsProvider, createNotificationStore, type ShellConfig } from '@codex/ui';
import { useSearchConfigurationNotice } from './useSearchConfigurationNotice.js';

afterEach(cleanup);

type SearchConfig = Pick<ShellConfig, 'search-types-configuration'>;

function renderNotice(config: SearchConfig, sessionActive: boolean) {
  const store = createNotificationStore();
  const wrapper = ({ children }: { children: ReactNode }) => <NotificationsProvider store={store}>{children}</NotificationsProvider>;
  const hook = renderHook(({ active }: { active: boolean }) => useSearchConfigurationNotice(config, active), { wrapper, initialProps: { active: sessionActive } });
  return { store, ...hook };
}

const shown = (store: ReturnType<typeof createNotificationStore>) => store.getSnapshot().map((n) => ({ type: n.type, message: n.message }));

describe('a missing search configuration', () => {
  it('raises one error notification once the session is active', () => {
    const { store, rerender } = renderNotice({}, false);
    expect(shown(store)).toEqual([]);
    rerender({ active: true });
    expect(shown(store)).toEqual([{ type: 'ERROR', message: 'Search is not configured for this library.' }]);
    rerender({ active: true });
    expect(shown(store)).toHaveLength(1);
  });

  it('counts an empty configuration as missing', () => {
    const { store } = renderNotice({ 'search-types-configuration': [] }, true);
    expect(shown(store)).toEqual([{ type: 'ERROR', message: 'Search is not configured for this library.' }]);
  });

  it('says nothing when the tenant configures its search types', () => {
    const { store } = renderNotice({ 'search-types-configuration': [{ code: 'ALL', enabled: true, 'label-i18n-key': 'search.type.all' }] }, true);
    expect(shown(store)).toEqual([]);
  });
});
