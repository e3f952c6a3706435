import { BRAND_NAME } from '../../../contract/brand';
import { BRAND_DESCRIPTION } from '../../../contract/brand-description';
import { editionAvailability } from '../../../contract/edition-counts';
import { editionLine } from '../../../contract/edition-line';
import { IMAGE_SIZES } from '../../../contract/image-sizes';
import { DEFAULT_SIZE_MODEL, SIZE_MODEL_LABELS } from '../../../contract/limits';
import { decimalOf } from '../../../contract/money';
import { SIZE_PARAM, SIZE_PARAM_VALUE } from '../../../contract/page-params';
import { PAGE_LINKS } from '../../../contract/page-paths';
import { pageQuery } from '../../../contract/page-queries';
import { homeTitle, namedTitle as named, PAGE_NAMES, sculptureTitle } from '../../../contract/page-titles';
import type { PageMatch } from '../../../contract/pages';
import { type ResponsiveImage, responsiveImage } from '../../../contract/responsive-image';
import type { PublicSculpture, UnlockedSculpture } from '../../../contract/sculpture-teaser';
import type { SiteSettingKey } from '../../../contract/site-settings';
import type { PageData } from './page-data';

export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  /** Absolute URL of the sharing image, if any. */
  image?: string;
  ogType: 'website' | 'product' | 'article';
  jsonLd: object[];
  /** Kept out of search results (admin, not-found). */
  noindex: boolean;
  /** The image the first paint shows, with the page's own srcset and sizes: preloaded with high priority. */
  preloadImage?: ResponsiveImage;
}

/** The preload of a sculpture's thumbnail as a frame `sizes` wide shows it (a teaser has none). */
function thumbnailPreload(
  sculpture: PublicSculpture | undefined,
  sizes: string,
): ResponsiveImage | undefined {
  if (sculpture?.isLocked !== 'false' || !sculpture.thumbnailImage) return undefined;
  const path = sculpture.thumbnailImage;
  return responsiveImage(path, sculpture.imageMeta?.[path], sizes);
}

const unlocked = (sculpture: PublicSculpture): sculpture is UnlockedSculpture =>
  sculpture.isLocked === 'false';

const clip = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** Schema.org availability of a sculpture's status. */
function availability(status: string): string {
  if (status === 'Available') return 'https://schema.org/InStock';
  if (status === 'Sold Out') return 'https://schema.org/SoldOut';
  return 'https://schema.org/PreOrder';
}

/**
 * The offers: one per counted size while the piece is Available (in stock, limited, or sold out
 * by what is left of it), else one for the piece by its status.
 */
function offersLd(sculpture: UnlockedSculpture, url: string) {
  if (sculpture.status !== 'Available' || sculpture.editions.length === 0) {
    return { '@type': 'Offer', url, availability: availability(sculpture.status) };
  }
  return sculpture.editions.map((edition) => ({
    '@type': 'Offer',
    name: `${sculpture.title}, ${SIZE_MODEL_LABELS[edition.size]}`,
    description: editionLine(sculpture, edition.size),
    url: edition.size === DEFAULT_SIZE_MODEL ? url : `${url}?${SIZE_PARAM}=${SIZE_PARAM_VALUE[edition.size]}`,
    availability: `https://schema.org/${editionAvailability(edition)}`,
    inventoryLevel: { '@type': 'QuantitativeValue', value: edition.remaining },
    // A size on request has no price to state; schema.org's price is decimal text, never a float.
    ...(edition.price === null
      ? {}
      : { price: decimalOf(edition.price, edition.currency), priceCurrency: edition.currency }),
  }));
}

function productLd(sculpture: UnlockedSculpture, url: string, image: string | undefined) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: sculpture.title,
    description: sculpture.seoDescription,
    url,
    ...(image ? { image } : {}),
    brand: { '@type': 'Brand', name: BRAND_NAME },
    material: sculpture.medium,
    offers: offersLd(sculpture, url),
  };
}

/** Title, description, sharing tags and structured data of one page of the page table (contract/pages.ts). */
export function buildPageHead(
  page: PageMatch,
  data: PageData,
  publicUrl: string,
  pathname: string,
): PageHead {
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${publicUrl}${path}`);
  const canonicalPath = page.id === 'sculpture' ? PAGE_LINKS.sculpture(page.params.slug) : pathname;
  const base = {
    canonical: absolute(page.id === 'home' ? '/' : canonicalPath),
    ogType: 'website' as const,
    jsonLd: [] as object[],
    noindex: false,
  };
  const setting = (key: SiteSettingKey) => data.answer(pageQuery('siteSetting', key));
  const heroImage = setting('homepage-hero-image')?.value ?? undefined;
  const sculptures = data.answer(pageQuery('sculptures'));
  const firstThumbnail =
    sculptures?.filter(unlocked).find((s) => s.thumbnailImage)?.thumbnailImage ?? undefined;

  switch (page.id) {
    case 'sculpture': {
      const sculpture = data.sculpture;
      if (!sculpture)
        return {
          ...base,
          title: named(PAGE_NAMES.sculptureNotFound),
          description: BRAND_DESCRIPTION,
          noindex: true,
        };
      // A teaser says what the locked card says and no more; kept out of search until the drop.
      if (!unlocked(sculpture))
        return {
          ...base,
          title: sculptureTitle(sculpture),
          description: `${sculpture.title}: the next drop of ${BRAND_NAME}.`,
          noindex: true,
        };
      const image = sculpture.thumbnailImage ? absolute(sculpture.thumbnailImage) : undefined;
      return {
        ...base,
        title: sculptureTitle(sculpture),
        description: clip(sculpture.seoDescription || sculpture.tagline),
        image,
        ogType: 'product',
        jsonLd: [productLd(sculpture, base.canonical, image)],
        preloadImage: thumbnailPreload(sculpture, IMAGE_SIZES.detailMain),
      };
    }
    case 'journalPost': {
      const post = data.post;
      if (!post)
        return {
          ...base,
          title: named(PAGE_NAMES.postNotFound),
          description: BRAND_DESCRIPTION,
          noindex: true,
        };
      return {
        ...base,
        title: named(post.title),
        description: clip(post.excerpt),
        ogType: 'article',
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: post.title,
            description: post.excerpt,
            datePublished: post.date,
            dateModified: post.updatedAt,
            url: base.canonical,
            publisher: { '@type': 'Organization', name: BRAND_NAME },
          },
        ],
      };
    }
    case 'collection':
      return {
        ...base,
        title: named(PAGE_NAMES.collection),
        description: 'Every limited-edition chrome sculpture of the series, in 12 inch and 54 inch editions.',
        image: firstThumbnail ? absolute(firstThumbnail) : undefined,
        preloadImage: thumbnailPreload(sculptures?.[0], IMAGE_SIZES.cardGrid),
      };
    case 'about': {
      const about = data.answer(pageQuery('about'));
      return {
        ...base,
        title: named(about?.title ?? PAGE_NAMES.about),
        description: clip(about?.paragraphs[0] ?? BRAND_DESCRIPTION),
      };
    }
    case 'contact':
      return {
        ...base,
        title: named(PAGE_NAMES.contact),
        description: 'Inquire about a sculpture, a commission or a gallery partnership.',
      };
    case 'reserve':
      return {
        ...base,
        title: named('Reserve'),
        description: `Reserve a numbered edition of ${BRAND_NAME}.`,
        noindex: true,
      };
    case 'waitlist':
      return {
        ...base,
        title: named('Join the Waitlist'),
        description: `Hear first when a piece of ${BRAND_NAME} is available again.`,
        noindex: true,
      };
    case 'newsletter':
      return {
        ...base,
        title: named('Newsletter'),
        description: 'New drops, studio notes and first access to each edition.',
      };
    case 'journal':
      return {
        ...base,
        title: named(PAGE_NAMES.journal),
        description: 'Behind-the-scenes stories from the studio and the foundry.',
      };
    case 'privacy':
      return {
        ...base,
        title: named(PAGE_NAMES.privacy),
        description: `How ${BRAND_NAME} handles your personal data.`,
      };
    case 'terms':
      return {
        ...base,
        title: named(PAGE_NAMES.terms),
        description: `The terms of using the ${BRAND_NAME} website.`,
      };
    case 'admin':
      return { ...base, title: named(PAGE_NAMES.admin), description: BRAND_DESCRIPTION, noindex: true };
    case 'unsubscribe':
      return {
        ...base,
        title: named(PAGE_NAMES.unsubscribe),
        description: 'Leave the newsletter.',
        noindex: true,
      };
    case 'verify':
      return {
        ...base,
        title: named(PAGE_NAMES.verify),
        description: 'Check a certificate of authenticity by its code.',
        noindex: true,
      };
    case 'confirm':
      return {
        ...base,
        title: named(PAGE_NAMES.confirm),
        description: 'Confirm your address.',
        noindex: true,
      };
    case 'reservationConfirm':
      return {
        ...base,
        title: named(PAGE_NAMES.reservationConfirm),
        description: 'Confirm your reservation request.',
        noindex: true,
      };
    case 'order':
      return {
        ...base,
        title: named(PAGE_NAMES.order),
        description: 'Your order: its payment, shipping and documents.',
        noindex: true,
      };
    case 'account':
      return {
        ...base,
        title: named(PAGE_NAMES.account),
        description: 'Your collection: pieces, certificates, orders and resales.',
        noindex: true,
      };
    case 'draw':
      return {
        ...base,
        title: named(PAGE_NAMES.draw),
        description: 'A draw anyone can check: its commitment, entries, seed and order.',
      };
    case 'waitlistLeave':
      return {
        ...base,
        title: named(PAGE_NAMES.waitlistLeave),
        description: 'Leave a waitlist.',
        noindex: true,
      };
    case 'home': {
      const description = setting('homepage-hero-description')?.value ?? BRAND_DESCRIPTION;
      return {
        ...base,
        title: homeTitle(setting('homepage-hero-title')?.value),
        description: clip(description),
        image: heroImage ? absolute(heroImage) : firstThumbnail ? absolute(firstThumbnail) : undefined,
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: BRAND_NAME,
            url: absolute('/'),
            description: BRAND_DESCRIPTION,
          },
        ],
        preloadImage:
          setting('homepage-hero-media-type')?.value === 'video' || !heroImage
            ? undefined
            : responsiveImage(heroImage, setting('homepage-hero-image')?.imageMeta, IMAGE_SIZES.homeHero),
      };
    }
  }
}
