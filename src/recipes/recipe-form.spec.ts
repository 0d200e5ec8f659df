import { validateForm } from '../storage/uploaded-form.js';
import { SaveRecipeDto } from './dto/save-recipe.dto.js';

const pipe = { transform: (fields: unknown) => validateForm(SaveRecipeDto, fields) };
const row = { ingredient: 'Rice', measure: 'Cup', quantity: '0.5', cost_unit: '1.20' };

describe('the recipe form (validateForm with SaveRecipeDto)', () => {
  it('reads a well-formed draft: trimmed text, rows from JSON, flags as booleans, unknown fields dropped', async () => {
    const { values, errors } = await pipe.transform({
      type: 'draft',
      id: '7',
      name: '  Green rice  ',
      description: 'A bowl.',
      preparation: '',
      ingredients: JSON.stringify([{ ...row, extra: 'dropped' }]),
      recipe_file: 'true',
      headshot_file: 'false',
      recipe: '/media/abc/original',
      _token: 'x',
    });
    expect(errors).toEqual({});
    expect(values).toMatchObject({
      type: 'draft',
      id: 7,
      name: 'Green rice',
      preparation: '',
      recipe_file: true,
      headshot_file: false,
      terms: false,
    });
    expect(values.ingredients).toEqual([row]);
    expect(values).not.toHaveProperty('_token');
    expect(values).not.toHaveProperty('recipe');
  });

  it('lets a draft leave every field empty', async () => {
    const { values, errors } = await pipe.transform({ type: 'draft' });
    expect(errors).toEqual({});
    expect(values).toMatchObject({ name: '', description: '', preparation: '', ingredients: [] });
  });

  it('requires every field, a row and the terms to submit, one message per field', async () => {
    const { errors } = await pipe.transform({ type: 'submit', ingredients: '[]' });
    expect(errors).toEqual({
      name: ['This field is required'],
      description: ['This field is required'],
      preparation: ['This field is required'],
      ingredients: ['The field is required'],
      terms: ['Please accept the terms and conditions'],
    });
  });

  it('checks every row, in drafts too: required fields, unit keys and decimals', async () => {
    const { errors } = await pipe.transform({
      type: 'draft',
      ingredients: JSON.stringify([
        row,
        { ingredient: '', measure: 'Spoonful', quantity: '1,5', cost_unit: '' },
        { ...row, quantity: '1.2.3', cost_unit: '-4' },
        'not a row',
      ]),
    });
    expect(errors).toEqual({
      'ingredients.1.ingredient': ['This field is required'],
      'ingredients.1.measure': ['This field must be a valid format'],
      'ingredients.1.quantity': ['This field must be a valid format'],
      'ingredients.1.cost_unit': ['This field is required'],
      'ingredients.2.quantity': ['This field must be a valid format'],
      'ingredients.2.cost_unit': ['This field must be a valid format'],
      'ingredients.3.ingredient': ['This field is required'],
      'ingredients.3.measure': ['This field is required'],
      'ingredients.3.quantity': ['This field is required'],
      'ingredients.3.cost_unit': ['This field is required'],
    });
  });

  it('refuses ingredients that are not a JSON list, too many rows and text over the limits', async () => {
    expect((await pipe.transform({ type: 'draft', ingredients: '{not json' })).errors).toEqual({
      ingredients: ['This field must be a valid format'],
    });
    expect((await pipe.transform({ type: 'draft', ingredients: '{"a":1}' })).errors).toEqual({
      ingredients: ['This field must be a valid format'],
    });
    const many = JSON.stringify(Array.from({ length: 101 }, () => row));
    expect((await pipe.transform({ type: 'draft', ingredients: many })).errors).toEqual({
      ingredients: ['At most 100 ingredients can be listed'],
    });
    const { errors } = await pipe.transform({
      type: 'draft',
      name: 'n'.repeat(201),
      description: 'd'.repeat(10_001),
      ingredients: JSON.stringify([{ ...row, ingredient: 'i'.repeat(201), quantity: '1234567890123' }]),
    });
    expect(errors).toEqual({
      name: ['This field must be at most 200 characters'],
      description: ['This field must be at most 10000 characters'],
      'ingredients.0.ingredient': ['This field must be at most 200 characters'],
      'ingredients.0.quantity': ['This field must be a valid format'],
    });
  });

  it('refuses an id that is not a positive whole number', async () => {
    expect((await pipe.transform({ type: 'draft', id: 'abc' })).errors).toEqual({
      id: ['This field must be a valid format'],
    });
    expect((await pipe.transform({ type: 'draft', id: '' })).values.id).toBeUndefined();
  });
});
