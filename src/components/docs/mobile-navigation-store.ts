'use client';

import { create } from 'zustand';

/** Open state of the small-screen documentation navigation: open, close and toggle; it fades 300 ms and slides 500 ms. */
interface MobileNavigationState {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  toggle: () => void;
}

export const useMobileNavigationStore = create<MobileNavigationState>((set) => ({
  isOpen: false,
  open: () => set({ isOpen: true }),
  close: () => set({ isOpen: false }),
  toggle: () => set((state) => ({ isOpen: !state.isOpen })),
}));
