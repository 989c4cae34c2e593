import { resolve } from 'node:path';

/** services/static: product images and avatars, served at /static/. Same from src/ and dist/. */
export const STATIC_DIR = resolve(__dirname, '..', 'static');

/** The repository root (services/..): default home of the git-ignored .outbox/ and .data/. */
export const REPO_ROOT = resolve(__dirname, '..', '..');
