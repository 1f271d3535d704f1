/** No page matched (the docs 404 screen): no sections to list. */
export default function NoSections() {
  return null;
}
