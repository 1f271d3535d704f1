import { describe, expect, it } from 'vitest';
import { getPage } from '@/lib/docs/source';
import { socialImagePaths } from '@/lib/social/paths';
import {
  breadcrumbJsonLd,
  serializeJsonLd,
  techArticleJsonLd,
  webSiteJsonLd,
  type JsonLdObject,
} from '@/lib/structured-data';
import { siteConfig } from '@/site.config';

const site = new URL(siteConfig.url);

describe('TechArticle', () => {
  it('describes a documentation page from its source, in its language', () => {
    const page = getPage('zh', 'example_app/authentication');
    const article = techArticleJsonLd(page);
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TechArticle',
      headline: page.title,
      description: page.description,
      inLanguage: 'zh-CN',
    });
    expect(article.headline).toMatch(/\p{Script=Han}/u);
    // The date the page shows as "last updated" (git history, or the file's time without it).
    expect(article.dateModified).toBe(page.lastModified.toISOString());
    expect(Number.isNaN(Date.parse(article.dateModified as string))).toBe(false);
    const url = new URL(article.url as string);
    expect(url.origin).toBe(site.origin);
    expect(url.pathname).toBe('/documentation/zh/example_app/authentication');
    // The image is a card the site serves.
    const image = new URL(article.image as string);
    expect(image.origin).toBe(site.origin);
    expect(socialImagePaths()).toContain(image.pathname);
    expect(image.pathname).toBe('/og/documentation/zh/example_app/authentication.png');
  });

  it('is the same on every call', () => {
    const page = getPage('en', 'api_reference/cors');
    expect(serializeJsonLd(techArticleJsonLd(page))).toBe(serializeJsonLd(techArticleJsonLd(page)));
  });
});

describe('BreadcrumbList', () => {
  it('leads from the navigation group (its first page) to the page', () => {
    const page = getPage('en', 'example_app/authentication');
    const { itemListElement } = breadcrumbJsonLd(page) as JsonLdObject & {
      itemListElement: Array<{ '@type': string; position: number; name: string; item: string }>;
    };
    expect(itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        name: 'Example application',
        item: new URL('/documentation/en/example_app', site).href,
      },
      {
        '@type': 'ListItem',
        position: 2,
        name: page.title,
        item: new URL('/documentation/en/example_app/authentication', site).href,
      },
    ]);
  });

  it('names the group in the page language', () => {
    const crumbs = breadcrumbJsonLd(getPage('zh', 'example_app/authentication')).itemListElement as Array<{
      name: string;
    }>;
    expect(crumbs[0]!.name).toBe('示例应用');
  });
});

describe('WebSite', () => {
  it('names the site and its address', () => {
    expect(webSiteJsonLd()).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: siteConfig.name,
      url: new URL('/', site).href,
    });
  });
});

describe('serializeJsonLd', () => {
  it('escapes what could end the script element, and parses back to the same data', () => {
    const data: JsonLdObject = {
      '@context': 'https://schema.org',
      '@type': 'TechArticle',
      headline: '</script><script>alert(1)</script><!-- a & b > c \u2028',
    };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(data);
  });
});
