import { describe, expect, it } from 'vitest';
import { PRODUCT_IMAGE_MAX_BYTES } from '@shop/domain';
import { imageFileProblem, isVisibleInShop, productTitle, withMainImage } from './product-rules.ts';

describe('product rules of the back office', () => {
  it('puts a product on the shelves only when shown and with an image', () => {
    expect(isVisibleInShop({ hidden: false, images: ['/images/products/1-1'] })).toBe(true);
    expect(isVisibleInShop({ hidden: true, images: ['/images/products/1-1'] })).toBe(false);
    expect(isVisibleInShop({ hidden: false, images: [] })).toBe(false);
  });

  it('names the product in the reader language', () => {
    expect(productTitle({ titleEs: 'Pan keto', titleEn: 'Keto bread' }, 'en')).toBe('Keto bread');
    expect(productTitle({ titleEs: 'Pan keto', titleEn: 'Keto bread' }, 'es')).toBe('Pan keto');
  });

  it('says why a picked file cannot be sent', () => {
    expect(imageFileProblem(null)).toBe('missing');
    expect(imageFileProblem({ size: PRODUCT_IMAGE_MAX_BYTES + 1, type: 'image/jpeg' })).toBe('tooLarge');
    expect(imageFileProblem({ size: 1000, type: 'application/pdf' })).toBe('wrongType');
    expect(imageFileProblem({ size: 1000, type: 'image/jpeg' })).toBeNull();
  });

  it('moves the chosen image first and keeps the others in order', () => {
    expect(withMainImage(['a', 'b', 'c'], 2)).toEqual(['c', 'a', 'b']);
    expect(withMainImage(['a', 'b'], 5)).toEqual(['a', 'b']);
  });
});
