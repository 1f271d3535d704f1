'use client';

import { create } from 'zustand';
import type { MarkersProps } from './StaticMarkers';

type MarkersComponent = (props: MarkersProps) => React.ReactNode;

/**
 * motion (about 45 KB compressed) is fetched on the first sign that the visitor is about to use the
 * navigation (pointer over it, focus in it, a touch), never with the page. Until then the markers are
 * plain elements in the same place.
 */
export const useAnimatedMarkers = create<{ Markers: MarkersComponent | null }>(() => ({ Markers: null }));

let loading: Promise<void> | undefined;

export function preloadAnimatedMarkers(): Promise<void> {
  loading ??= import('./AnimatedMarkers').then((module) => {
    useAnimatedMarkers.setState({ Markers: module.AnimatedMarkers });
  });
  return loading;
}

export function animatedMarkersLoaded(): boolean {
  return useAnimatedMarkers.getState().Markers !== null;
}

/** Resolves once the animated markers are loaded and have rendered in place of the plain ones. */
export async function animatedMarkersReady(): Promise<void> {
  await preloadAnimatedMarkers();
  await new Promise<void>((resolve) => window.requestAnimationFrame(() => window.setTimeout(resolve, 0)));
}
