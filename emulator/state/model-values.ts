/** Enumerations of the emulator's records that the catalogue does not hold (service.md › Comment). */
export const AUTHOR_ROLES = ['BUSINESS_OWNER', 'CONSUMER'] as const;
