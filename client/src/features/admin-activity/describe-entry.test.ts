import { describe, expect, it } from 'vitest';
import { activitySearch } from './api';
import { describeEntry } from './describe-entry';

describe('describeEntry', () => {
  it('reads as a sentence after the admin name', () => {
    expect(describeEntry({ action: 'update', entity: 'site-setting', target: 'homepage-hero-title' })).toBe(
      'updated Site setting homepage-hero-title',
    );
    expect(describeEntry({ action: 'reorder', entity: 'sculpture', target: null })).toBe(
      'reordered Sculpture',
    );
    expect(describeEntry({ action: 'change', entity: 'password', target: null })).toBe('changed Password');
  });

  it('shows an unnamed route by its method and path', () => {
    expect(describeEntry({ action: 'POST /api/admin/new-thing', entity: 'other', target: null })).toBe(
      'POST /api/admin/new-thing Other',
    );
  });
});

describe('activitySearch', () => {
  it('sends only the filters that are set, the text trimmed', () => {
    expect(activitySearch({ entity: '', text: '  ' })).toBe('');
    expect(activitySearch({ entity: 'sculpture', text: ' 50% off ' })).toBe('entity=sculpture&q=50%25+off');
  });
});
