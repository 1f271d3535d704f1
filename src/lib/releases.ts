/** Release notes: the committed snapshot in content/releases, its validation and the RSS feed built from it. */

export interface Release {
  version: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  summary: string;
  highlights: string[];
}

export interface ReleaseSnapshot {
  source: string;
  updated: string;
  releases: Release[];
}

const VERSION = /^v\d+\.\d+\.\d+(?:[-.][0-9A-Za-z.]+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

/** Checks the snapshot's shape and sorts newest first; throws with the offending entry so a bad edit fails the build. */
export function parseReleaseSnapshot(data: unknown): ReleaseSnapshot {
  if (typeof data !== 'object' || data === null) throw new Error('Release snapshot must be an object');
  const { source, updated, releases } = data as Record<string, unknown>;
  if (!isNonEmptyString(source) || !isNonEmptyString(updated) || !Array.isArray(releases)) {
    throw new Error('Release snapshot needs source, updated and releases');
  }
  const parsed = releases.map((entry, index): Release => {
    const { version, date, summary, highlights } = (entry ?? {}) as Record<string, unknown>;
    const where = `release #${index + 1}${isNonEmptyString(version) ? ` (${version})` : ''}`;
    if (!isNonEmptyString(version) || !VERSION.test(version)) throw new Error(`${where}: bad version`);
    if (!isNonEmptyString(date) || !DATE.test(date) || Number.isNaN(Date.parse(date)))
      throw new Error(`${where}: bad date`);
    if (!isNonEmptyString(summary)) throw new Error(`${where}: missing summary`);
    if (!Array.isArray(highlights) || highlights.length === 0 || !highlights.every(isNonEmptyString)) {
      throw new Error(`${where}: highlights must be a non-empty list of text`);
    }
    return { version, date, summary, highlights: highlights as string[] };
  });
  const versions = new Set<string>();
  for (const release of parsed) {
    if (versions.has(release.version)) throw new Error(`Duplicate release ${release.version}`);
    versions.add(release.version);
  }
  parsed.sort((a, b) => b.date.localeCompare(a.date) || compareVersions(b.version, a.version));
  return { source, updated, releases: parsed };
}

export function compareVersions(a: string, b: string): number {
  const parts = (v: string) =>
    v
      .replace(/^v/, '')
      .split(/[.-]/)
      .map((p) => Number.parseInt(p, 10) || 0);
  const pa = parts(a);
  const pb = parts(b);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff) return diff;
  }
  return 0;
}

/** Anchor id of a release on the page: v0.88.0 → v0-88-0. */
export function releaseAnchor(version: string): string {
  return version
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function releaseTagUrl(repositoryUrl: string, version: string): string {
  return `${repositoryUrl}/releases/tag/${encodeURIComponent(version)}`;
}

/** "2026-06-25" → "June 25, 2026", fixed to UTC so the server and every visitor agree. */
export function formatReleaseDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** `code` spans of the snapshot become <code>; everything else is text. */
export function splitInlineCode(text: string): Array<{ code: boolean; text: string }> {
  return text
    .split(/(`[^`]+`)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 2
        ? { code: true, text: part.slice(1, -1) }
        : { code: false, text: part },
    );
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function inlineCodeToHtml(text: string): string {
  return splitInlineCode(text)
    .map((part) => (part.code ? `<code>${escapeXml(part.text)}</code>` : escapeXml(part.text)))
    .join('');
}

export interface FeedOptions {
  siteUrl: string;
  repositoryUrl: string;
  title: string;
  description: string;
}

/** RSS 2.0 of the snapshot: one item per release, linking to its section of /releases. */
export function buildReleasesFeed(snapshot: ReleaseSnapshot, options: FeedOptions): string {
  const site = options.siteUrl.replace(/\/+$/, '');
  const pageUrl = `${site}/releases`;
  const newest = snapshot.releases[0];
  const items = snapshot.releases
    .map((release) => {
      const link = `${pageUrl}#${releaseAnchor(release.version)}`;
      const html = `<p>${inlineCodeToHtml(release.summary)}</p><ul>${release.highlights
        .map((h) => `<li>${inlineCodeToHtml(h)}</li>`)
        .join(
          '',
        )}</ul><p><a href="${escapeXml(releaseTagUrl(options.repositoryUrl, release.version))}">${escapeXml(
        release.version,
      )} on GitHub</a></p>`;
      return [
        '    <item>',
        `      <title>Robyn ${escapeXml(release.version)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="false">robyn-${escapeXml(release.version)}</guid>`,
        `      <pubDate>${new Date(`${release.date}T00:00:00Z`).toUTCString()}</pubDate>`,
        `      <description>${escapeXml(html)}</description>`,
        '    </item>',
      ].join('\n');
    })
    .join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(options.title)}</title>`,
    `    <link>${escapeXml(pageUrl)}</link>`,
    `    <description>${escapeXml(options.description)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${escapeXml(`${pageUrl}/feed.xml`)}" rel="self" type="application/rss+xml"/>`,
    newest ? `    <lastBuildDate>${new Date(`${newest.date}T00:00:00Z`).toUTCString()}</lastBuildDate>` : '',
    items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}
