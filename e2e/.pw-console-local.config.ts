import { defineConfig } from '@playwright/test';
import base from './playwright.config.js';

// Scratch: the journeys against the server already running on port 8450 (not committed).
export default defineConfig({ ...base, webServer: undefined, use: { ...base.use, baseURL: 'http://localhost:8450' } });
