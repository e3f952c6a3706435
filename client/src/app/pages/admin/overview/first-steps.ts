import type { About } from '@contract/about';
import type { SiteSettingValue } from '@contract/site-settings';

/** The tabs a first step leads to (values of the dashboard's tabs). */
export type FirstStepTab = 'collection' | 'site-settings' | 'about';

export interface FirstStep {
  tab: FirstStepTab;
  label: string;
  hint: string;
  done: boolean;
}

interface SiteState {
  sculptureCount: number;
  about: About | null;
  heroMediaType: SiteSettingValue;
  heroImage: SiteSettingValue;
  heroVideo: SiteSettingValue;
}

/**
 * What a fresh site still lacks of its own: pieces, a hero the home page opens on (of the media
 * type it is set to show) and an About page. The built-in copy stands in until then.
 */
export function firstSteps(state: SiteState): FirstStep[] {
  const heroIsVideo = state.heroMediaType.value === 'video';
  const hero = heroIsVideo ? state.heroVideo.value : state.heroImage.value;
  return [
    {
      tab: 'collection',
      label: 'Add your first sculpture',
      hint: 'Home and Collection say the first pieces are being cast until then.',
      done: state.sculptureCount > 0,
    },
    {
      tab: 'site-settings',
      label: heroIsVideo ? 'Upload the homepage hero video' : 'Upload the homepage hero photo',
      hint: 'The home page opens on its title and description alone until then.',
      done: Boolean(hero),
    },
    {
      tab: 'about',
      label: 'Write the About page',
      hint: 'Visitors read the built-in studio story until then.',
      done: state.about !== null,
    },
  ];
}
