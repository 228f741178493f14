/** Browser storage keys, shared by the components and the inline head script. */
export const THEME_KEY = 'theme';
export const ANNOUNCEMENT_ID_KEY = 'orchestra.announcement.id';
export const ANNOUNCEMENT_DISMISS_KEY = 'orchestra.announcement.dismiss';
