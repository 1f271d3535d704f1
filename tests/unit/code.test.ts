import { describe, expect, it } from 'vitest';
import {
  addPreference,
  codeLabel,
  LANGUAGE_LABELS,
  parsePreferences,
  preferredTabIndex,
} from '@/lib/code-preference';

describe('code labels', () => {
  it('name the six tab languages', () => {
    expect(
      ['javascript', 'typescript', 'php', 'python', 'ruby', 'go'].map((l) => LANGUAGE_LABELS[l]),
    ).toEqual(['JavaScript', 'TypeScript', 'PHP', 'Python', 'Ruby', 'Go']);
  });

  it('prefer the title, then the language, then Code', () => {
    expect(codeLabel('python', 'app.py')).toBe('app.py');
    expect(codeLabel('ts')).toBe('TypeScript');
    expect(codeLabel('bash')).toBe('Code');
    expect(codeLabel()).toBe('Code');
  });
});

describe('preferred language', () => {
  it('puts the latest choice first without repeating it', () => {
    expect(addPreference(['Python', 'Go'], 'Go')).toEqual(['Go', 'Python']);
    expect(addPreference([], 'PHP')).toEqual(['PHP']);
  });

  it('remembers a bounded number of choices', () => {
    let list: string[] = [];
    for (let i = 0; i < 20; i++) list = addPreference(list, `L${i}`);
    expect(list.length).toBeLessThanOrEqual(8);
    expect(list[0]).toBe('L19');
  });

  it('selects the most recent choice a group offers, else its first tab', () => {
    expect(preferredTabIndex(['Python', 'Go', 'Ruby'], ['Ruby', 'Go'])).toBe(2);
    expect(preferredTabIndex(['Python', 'Go'], ['Ruby', 'Go'])).toBe(1);
    expect(preferredTabIndex(['Python', 'Go'], ['PHP'])).toBe(0);
    expect(preferredTabIndex(['Python'], [])).toBe(0);
  });

  it('reads only well-formed stored values', () => {
    expect(parsePreferences(JSON.stringify(['Go', 3, 'PHP']))).toEqual(['Go', 'PHP']);
    expect(parsePreferences('{not json')).toEqual([]);
    expect(parsePreferences('"Go"')).toEqual([]);
    expect(parsePreferences(null)).toEqual([]);
  });
});
