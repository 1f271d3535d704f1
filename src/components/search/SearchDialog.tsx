'use client';

/** Placeholder: the search dialog is built in the search work. Mounted once by RootShell. */
export function SearchDialog() {
  return null;
}
