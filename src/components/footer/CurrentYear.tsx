/**
 * The copyright year. Pages are prerendered, so the build's year is a first guess that the browser corrects:
 * the inline script right after it writes the visitor's year before the footer paints.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  return <span data-testid="copyright-year">{buildYear}</span>;
}
