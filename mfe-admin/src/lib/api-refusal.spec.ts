import { switchToBengali, switchToEnglish } from '../testing/bengali';
import { describeRefusal, fieldRefusal, refusalAt } from './api-refusal';

/** A refused call as RTK Query hands it over. */
const refused = (data: unknown, status: unknown = 400) => ({ status, data });

const SKU_TAKEN = refused({
  statusCode: 400,
  code: 'VALIDATION_FAILED',
  message: 'That SKU is already used',
  field: 'variants[1].sku',
  messageBn: 'এই এসকেইউ আগেই ব্যবহার হয়েছে',
});
const NOT_FOUND = refused(
  { statusCode: 404, code: 'PRODUCT_NOT_FOUND', message: 'Product x not found' },
  404,
);

describe('the API refusals of the admin forms', () => {
  afterEach(() => switchToEnglish());

  it('place a refusal at the form path of the field it names', () => {
    const refusal = fieldRefusal(SKU_TAKEN, (field) => `form.${field}`);
    expect(refusal).toEqual({ path: 'form.variants[1].sku', error: SKU_TAKEN });
    expect(refusalAt(refusal, 'form.variants[1].sku')).toBe('That SKU is already used');
    expect(refusalAt(refusal, 'form.variants[0].sku')).toBeUndefined();
    expect(refusalAt(null, 'form.variants[1].sku')).toBeUndefined();
  });

  it('leave a refusal of the whole body, of no field, or that is no API answer to the form', () => {
    const toPath = (field: string) => field;
    const body = refused({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'Bad JSON',
      field: 'body',
    });
    expect(fieldRefusal(body, toPath)).toBeUndefined();
    expect(fieldRefusal(NOT_FOUND, toPath)).toBeUndefined();
    expect(fieldRefusal(refused({ field: 'brand' }), toPath)).toBeUndefined();
    expect(fieldRefusal({ status: 'FETCH_ERROR', error: 'offline' }, toPath)).toBeUndefined();
    expect(fieldRefusal(undefined, toPath)).toBeUndefined();
  });

  it("say a refusal by the toaster's rule: in English the API's message", () => {
    expect(describeRefusal(SKU_TAKEN)).toBe('That SKU is already used');
    expect(describeRefusal(NOT_FOUND)).toBe('Product x not found');
    expect(describeRefusal({ status: 'FETCH_ERROR', error: 'offline' })).toBeUndefined();
    expect(describeRefusal(refused('<html>502</html>', 502))).toBeUndefined();
  });

  it("in Bengali the API's messageBn, else its code's translation, and follow a change of language", async () => {
    const refusal = fieldRefusal(SKU_TAKEN, (field) => field);
    await switchToBengali();
    expect(refusalAt(refusal, 'variants[1].sku')).toBe('এই এসকেইউ আগেই ব্যবহার হয়েছে');
    expect(describeRefusal(NOT_FOUND)).toBe('পণ্যটি পাওয়া যায়নি');
    switchToEnglish();
    expect(refusalAt(refusal, 'variants[1].sku')).toBe('That SKU is already used');
  });
});
