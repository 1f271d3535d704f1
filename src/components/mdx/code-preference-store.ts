'use client';

import { create } from 'zustand';
import { addPreference, CODE_PREFERENCE_STORAGE_KEY, parsePreferences } from '@/lib/code-preference';

/**
 * The preferred code language, most recent first. Kept in localStorage; the `storage` event carries a
 * choice made in another tab to this one.
 */
interface CodePreferenceState {
  preferences: string[];
  choose: (label: string) => void;
}

export const useCodePreferenceStore = create<CodePreferenceState>((set, get) => ({
  preferences: [],
  choose: (label) => {
    const preferences = addPreference(get().preferences, label);
    set({ preferences });
    try {
      window.localStorage.setItem(CODE_PREFERENCE_STORAGE_KEY, JSON.stringify(preferences));
    } catch {
      // Storage can be full or blocked; the choice still applies to this page.
    }
  },
}));

let connected = false;

/** Reads the stored preference once and follows changes from other tabs. Safe to call from every group. */
export function connectCodePreferenceStorage() {
  if (connected || typeof window === 'undefined') return;
  connected = true;
  const read = (raw: string | null) =>
    useCodePreferenceStore.setState({ preferences: parsePreferences(raw) });
  try {
    read(window.localStorage.getItem(CODE_PREFERENCE_STORAGE_KEY));
  } catch {
    // No storage: every group starts on its first tab.
  }
  window.addEventListener('storage', (event) => {
    if (event.key === CODE_PREFERENCE_STORAGE_KEY || event.key === null) read(event.newValue);
  });
}
