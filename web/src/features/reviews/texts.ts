/**
 * Registers the texts of saving a review (namespace "reviews"). Imported by this feature's code
 * only, which loads with the review dialog, so the texts stay out of the first load.
 */
import i18n from '../../lib/i18n.ts';
import esReviews from '../../locales/es/reviews.json';
import enReviews from '../../locales/en/reviews.json';

i18n.addResourceBundle('es', 'reviews', esReviews, true, true);
i18n.addResourceBundle('en', 'reviews', enReviews, true, true);
