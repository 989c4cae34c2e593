import { resolve } from 'node:path';

/** services/static: product images and avatars, served at /static/. Same from src/ and dist/. */
export const STATIC_DIR = resolve(__dirname, '..', 'static');
