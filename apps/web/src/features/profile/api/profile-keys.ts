export const profileKey = (userId: number) => ['profile', userId] as const;
