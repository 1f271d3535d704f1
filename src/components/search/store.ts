'use client';

import { create } from 'zustand';

/** Open state of the search dialog, shared by the header's search button, the shortcut and the dialog. */
interface SearchState {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

export const useSearchStore = create<SearchState>((set) => ({
  isOpen: false,
  open: () => set({ isOpen: true }),
  close: () => set({ isOpen: false }),
}));
