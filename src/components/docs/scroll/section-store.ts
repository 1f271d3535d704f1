'use client';

import { create } from 'zustand';

/**
 * Which sections of the current page are in view, written by SectionTracker.
 * `visibleIds` covers h2 and h3 (the table of contents); `visibleH2Ids` only h2, each spanning its
 * subsections (the sections listed under the current link in the sidebar).
 */
interface SectionState {
  visibleIds: string[];
  visibleH2Ids: string[];
  /** Every h2 of the current page, in order (the rows under the current link in the sidebar). */
  h2Ids: string[];
  setVisible: (visibleIds: string[], visibleH2Ids: string[], h2Ids: string[]) => void;
}

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

export const useSectionStore = create<SectionState>((set, get) => ({
  visibleIds: [],
  visibleH2Ids: [],
  h2Ids: [],
  setVisible: (visibleIds, visibleH2Ids, h2Ids) => {
    const state = get();
    if (
      same(state.visibleIds, visibleIds) &&
      same(state.visibleH2Ids, visibleH2Ids) &&
      same(state.h2Ids, h2Ids)
    )
      return;
    set({ visibleIds, visibleH2Ids, h2Ids });
  },
}));
