/* global fetch, Request, Response, Headers, AbortController, AbortSignal, FormData, Blob, File */
// jsdom has no fetch: give the page Node's (with Node's AbortController, FormData, Blob and File, which Node's Request
// requires), so components run against a real store and a fake API instead of mocked hooks.
const { TestEnvironment } = require('jest-environment-jsdom');

module.exports = class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      FormData,
      Blob,
      File,
    });
  }
};
