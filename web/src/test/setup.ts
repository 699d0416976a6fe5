/**
 * Set-up of the web unit tests:
 * - Testing Library's find* and waitFor wait up to 5 s instead of 1 s, because CI runs the jsdom
 *   tests beside the server tests on 2 cores;
 * - both languages' first-load texts are added up front, as the server does: the browser build
 *   downloads them as a chunk (lib/i18n.ts), which a synchronous query right after render would race.
 */
import { configure } from '@testing-library/react';
import { addLangTexts } from '../lib/i18n.ts';
import enTexts from '../locales/en/index.ts';
import esTexts from '../locales/es/index.ts';

configure({ asyncUtilTimeout: 5000 });
addLangTexts('es', esTexts);
addLangTexts('en', enTexts);
