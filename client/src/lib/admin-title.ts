import { namedTitle, PAGE_NAMES } from '@contract/page-titles';

/**
 * A dashboard view's document title: what is open, then the dashboard and the brand
 * ('Journal · Admin | …', 'Edit Hero Kid · Admin | …'), so the browser's tabs and history tell
 * the dashboard's views apart.
 */
export const adminTitle = (view: string) => namedTitle(`${view} · ${PAGE_NAMES.admin}`);
