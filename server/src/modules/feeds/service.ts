/**
 * The catalogue feeds (docs/decisions/0022-catalogue-feeds.md): the listed products as Google
 * Merchant Center's RSS 2.0 product data and as Meta Commerce Manager's CSV, in Spanish or English.
 * Built from the catalogue service's in-memory copy and kept until that copy changes, so a feed
 * fetcher costs no query and sees the owner's change at once (as the shop's pages do).
 * Prices are whole ARS, written "4000.00 ARS"; every URL is absolute from PUBLIC_URL. While the
 * day's deal takes money off its product, Google's item carries the deal's window
 * (`sale_price_effective_date`, from the start of today in Argentina to the deal's end), so the
 * sale price is not shown past it; the feeds are rebuilt when the deal ends or its day turns.
 */
import { stringify } from 'csv-stringify/sync';
import { XMLBuilder } from 'fast-xml-parser';
import {
  feedEffectiveDate,
  feedPrice,
  GOOGLE_BAKERY_CATEGORY,
  imageSources,
  META_FEED_COLUMNS,
  previewImagePath,
  shopDayStart,
  shopToday,
  type Deal,
  type Lang,
  type Product,
} from '@shop/domain';
import type { CatalogService } from '../catalog/index.ts';

export interface FeedServiceOptions {
  catalog: Pick<CatalogService, 'listProducts' | 'version' | 'dataVersion' | 'getDeal'>;
  /** The shop's public origin without a trailing slash (PUBLIC_URL). */
  publicUrl: string;
  /** The shop's name in each language: the feed's title and every product's brand. */
  shop: { name: string; nameEn: string };
  /** The clock (tests); the current time by default. */
  now?: () => Date;
}

/** More than the catalogue will ever list; the feeds carry every listed product. */
const ALL = 10_000;
/** Google reads at most 10 additional images (Merchant Center product data specification). */
const MAX_ADDITIONAL_IMAGES = 10;

/** What both feeds say of one product, in one language. */
interface FeedItem {
  id: string;
  title: string;
  description: string;
  link: string;
  /** 800 px WebP of each photo, the first being the main one (Google accepts WebP). */
  images: string[];
  /** The main photo as JPEG (the 1200 × 630 link preview): Meta takes JPEG and PNG. */
  jpegImage: string | undefined;
  inStock: boolean;
  /** The regular price, and the price paid while the product is discounted. */
  price: number;
  salePrice: number | undefined;
  /** Google's `sale_price_effective_date` when the sale is the deal's, which ends. */
  saleWindow: string | undefined;
}

/** The deal's product and sale window while its discount runs; `key` changes when either does. */
interface DealWindow {
  productId: string;
  text: string;
  key: string;
}

/** The window of `deal` while it takes money off its product (its price is then below the list price). */
function windowOf(deal: Deal | undefined, now: Date): DealWindow | undefined {
  if (!deal?.discount || deal.product.originalPrice === null) return undefined;
  const end = new Date(deal.endsAt);
  const start = shopDayStart(shopToday(now));
  return {
    productId: deal.product.id,
    text: feedEffectiveDate(start, end),
    key: `${deal.product.id}@${deal.product.price}@${start.toISOString()}@${deal.endsAt}`,
  };
}

/** The feeds' builder; see the module's description. */
export function createFeedService(opts: FeedServiceOptions) {
  const { publicUrl } = opts;
  const cache = new Map<string, string>();
  let cachedFor = '';

  const absolute = (path: string) => `${publicUrl}${path}`;
  const productLink = (slug: string, lang: Lang) =>
    absolute(`/allProducts/${encodeURIComponent(slug)}${lang === 'en' ? '?lang=en' : ''}`);
  const brand = (lang: Lang) => (lang === 'en' ? opts.shop.nameEn : opts.shop.name);

  function toItem(p: Product, lang: Lang, dealWindow: DealWindow | undefined): FeedItem {
    const preview = p.images[0] ? previewImagePath(p.images[0]) : undefined;
    return {
      id: p.id,
      title: p.title,
      description: p.details,
      link: productLink(p.slug, lang),
      images: p.images.map((base) => absolute(imageSources(base).src)),
      jpegImage: preview ? absolute(preview) : undefined,
      inStock: p.inStock,
      price: p.originalPrice ?? p.price,
      salePrice: p.originalPrice !== null ? p.price : undefined,
      saleWindow:
        dealWindow && dealWindow.productId === p.id && p.originalPrice !== null ? dealWindow.text : undefined,
    };
  }

  function googleXml(items: FeedItem[], lang: Lang): string {
    const builder = new XMLBuilder({
      ignoreAttributes: false,
      attributeNamePrefix: '@_',
      format: true,
      suppressEmptyNode: true,
    });
    const rss = {
      '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
      rss: {
        '@_version': '2.0',
        '@_xmlns:g': 'http://base.google.com/ns/1.0',
        channel: {
          title: brand(lang),
          link: absolute(lang === 'en' ? '/?lang=en' : '/'),
          description: lang === 'en' ? `${brand(lang)}: products` : `${brand(lang)}: productos`,
          item: items.map((item) => ({
            'g:id': item.id,
            'g:title': item.title,
            'g:description': item.description,
            'g:link': item.link,
            'g:image_link': item.images[0],
            'g:additional_image_link': item.images.slice(1, 1 + MAX_ADDITIONAL_IMAGES),
            'g:availability': item.inStock ? 'in_stock' : 'out_of_stock',
            'g:price': feedPrice(item.price),
            ...(item.salePrice !== undefined ? { 'g:sale_price': feedPrice(item.salePrice) } : {}),
            ...(item.saleWindow ? { 'g:sale_price_effective_date': item.saleWindow } : {}),
            'g:brand': brand(lang),
            'g:condition': 'new',
            'g:google_product_category': GOOGLE_BAKERY_CATEGORY,
            'g:identifier_exists': 'no',
          })),
        },
      },
    };
    return builder.build(rss) as string;
  }

  function metaCsv(items: FeedItem[], lang: Lang): string {
    const rows = items.map((item) => ({
      id: item.id,
      title: item.title,
      description: item.description,
      availability: item.inStock ? 'in stock' : 'out of stock',
      condition: 'new',
      price: feedPrice(item.price),
      link: item.link,
      image_link: item.jpegImage ?? item.images[0],
      brand: brand(lang),
      sale_price: item.salePrice !== undefined ? feedPrice(item.salePrice) : '',
      google_product_category: GOOGLE_BAKERY_CATEGORY,
    }));
    return stringify(rows, { header: true, columns: [...META_FEED_COLUMNS], record_delimiter: 'unix' });
  }

  async function build(format: 'google' | 'meta', lang: Lang): Promise<string> {
    // Reading the list first lets the catalogue reload a stale copy, which moves its versions.
    const { items } = await opts.catalog.listProducts({ limit: ALL, offset: 0, lang });
    const dealWindow = windowOf(await opts.catalog.getDeal(lang), opts.now?.() ?? new Date());
    // The deal ending (or its rolling day turning) changes prices without a catalogue change.
    const version = `${opts.catalog.version()}|${opts.catalog.dataVersion()}|${dealWindow?.key ?? ''}`;
    if (version !== cachedFor) {
      cache.clear();
      cachedFor = version;
    }
    const key = `${format}|${lang}`;
    let text = cache.get(key);
    if (text === undefined) {
      const feedItems = items.map((p) => toItem(p, lang, dealWindow));
      text = format === 'google' ? googleXml(feedItems, lang) : metaCsv(feedItems, lang);
      cache.set(key, text);
    }
    return text;
  }

  return {
    /** Google Merchant Center product data: RSS 2.0 with the `g:` namespace, every listed product. */
    googleFeed: (lang: Lang): Promise<string> => build('google', lang),
    /** Meta Commerce Manager's catalogue CSV (header row, then one row per listed product). */
    metaFeed: (lang: Lang): Promise<string> => build('meta', lang),
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
