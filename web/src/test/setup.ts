/**
 * Set-up of the web unit tests: Testing Library's find* and waitFor wait up to 5 s instead of 1 s,
 * because CI runs the jsdom tests beside the server tests on 2 cores.
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
