import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  DEFAULT_LANG,
  GALLERY_IMAGES,
  HOME_PRODUCTS,
  IMAGE_WIDTHS,
  isCategory,
  isLang,
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  STORAGE_KEYS,
  TIMINGS,
} from './constants';

describe('constants', () => {
  it('keeps the timings', () => {
    expect(TIMINGS).toMatchObject({
      snackbarMs: 3000,
      profileToastMs: 6000,
      logoutDelayMs: 2500,
      postOrderRedirectMs: 2500,
      moveAllSnackbarDelayMs: 500,
      loginRedirectMs: 500,
      confirmRedirectMs: 2000,
      resetRedirectMs: 2500,
      notFoundCountdownSeconds: 20,
      startupSpinnerMs: 400,
      homeScrollTopDelayMs: 1000,
      scrollTopThresholdPx: 300,
      dealTickMs: 1000,
    });
  });

  it('keeps the limits and storage keys', () => {
    expect([PAGE_SIZE, MAX_PAGE_SIZE, HOME_PRODUCTS, GALLERY_IMAGES]).toEqual([10, 50, 8, 4]);
    expect(CATEGORIES).toEqual(['salados', 'dulces', 'nuevos']);
    expect(DEFAULT_LANG).toBe('es');
    expect(STORAGE_KEYS).toEqual({ cart: 'cartItems', wishlist: 'wishlistItems', lang: 'lang' });
    expect(IMAGE_WIDTHS).toEqual([400, 800]);
  });

  it('recognises categories and languages from untrusted input', () => {
    expect(isCategory('dulces')).toBe(true);
    expect(isCategory('Dulces')).toBe(false);
    expect(isCategory('todos')).toBe(false);
    expect(isCategory(undefined)).toBe(false);
    expect(isLang('en')).toBe(true);
    expect(isLang('fr')).toBe(false);
    expect(isLang(null)).toBe(false);
  });
});
