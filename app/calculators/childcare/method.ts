export const method = [] as const;
