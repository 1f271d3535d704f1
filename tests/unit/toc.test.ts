import { describe, expect, it } from 'vitest';
import { TOC_OFFSET_PLAIN_REM, TOC_OFFSET_WITH_TAG_REM } from '@/lib/constants';
import { parseDoc } from '@/lib/content/docs';
import {
  remToPx,
  sectionHighlightRows,
  sectionOffsetRem,
  TOP_SECTION_ID,
  visibleSectionIds,
} from '@/lib/toc';

describe('section offsets', () => {
  it('are 8 rem with a tag or a label and 6 rem otherwise', () => {
    expect(TOC_OFFSET_WITH_TAG_REM).toBe(8);
    expect(TOC_OFFSET_PLAIN_REM).toBe(6);
    expect(sectionOffsetRem({})).toBe(6);
    expect(sectionOffsetRem({ tag: 'GET' })).toBe(8);
    expect(sectionOffsetRem({ label: '/tasks' })).toBe(8);
    expect(sectionOffsetRem({ tag: 'POST', label: '/tasks' })).toBe(8);
  });

  it('come from the authoring syntax', () => {
    const { headings } = parseDoc(
      [
        '## Overview [#overview]',
        '### Create a task [#create-task] [POST /tasks]',
        '### Read [#read] [GET]',
        '#### Deep [#deep]',
      ].join('\n\n'),
    );
    expect(headings).toEqual([
      { id: 'overview', title: 'Overview', depth: 2, offsetRem: 6 },
      { id: 'create-task', title: 'Create a task', depth: 3, offsetRem: 8, tag: 'POST', label: '/tasks' },
      { id: 'read', title: 'Read', depth: 3, offsetRem: 8, tag: 'GET' },
    ]);
  });

  it('convert to pixels from the root font size', () => {
    expect(remToPx(6)).toBe(96);
    expect(remToPx(8, 20)).toBe(160);
  });
});

describe('visible sections', () => {
  // Headings at 600, 1400 and 2600 px, each with a 96 px offset; viewport 800 px high.
  const sections = [
    { id: 'a', top: 600, offsetPx: 96 },
    { id: 'b', top: 1400, offsetPx: 96 },
    { id: 'c', top: 2600, offsetPx: 128 },
  ];

  it('include the top marker while the first heading is below the top of the viewport', () => {
    expect(visibleSectionIds(sections, 0, 800)).toEqual([TOP_SECTION_ID, 'a']);
    expect(visibleSectionIds(sections, 503, 800)).toEqual([TOP_SECTION_ID, 'a']);
  });

  it('drop the top marker once the first heading reaches its offset below the top', () => {
    expect(visibleSectionIds(sections, 504, 800)).toEqual(['a']);
    expect(visibleSectionIds(sections, 700, 800)).toEqual(['a', 'b']);
  });

  it('list every section that overlaps the viewport', () => {
    expect(visibleSectionIds(sections, 1400, 800)).toEqual(['b']);
    expect(visibleSectionIds(sections, 2000, 800)).toEqual(['b', 'c']);
    expect(visibleSectionIds(sections, 5000, 800)).toEqual(['c']);
  });

  it('are empty without headings', () => {
    expect(visibleSectionIds([], 0, 800)).toEqual([]);
  });
});

describe('sidebar section band', () => {
  it('covers the page row for the top and one row per visible section', () => {
    expect(sectionHighlightRows(['a', 'b', 'c'], [TOP_SECTION_ID, 'a'])).toEqual({ first: 0, count: 2 });
    expect(sectionHighlightRows(['a', 'b', 'c'], ['b', 'c'])).toEqual({ first: 2, count: 2 });
    expect(sectionHighlightRows(['a', 'b', 'c'], [])).toBeNull();
    expect(sectionHighlightRows(['a'], ['zzz'])).toBeNull();
  });
});
