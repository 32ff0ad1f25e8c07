/** Which rule decided a conflict, said after both values. */
export const winnerKeys = {
  office: 'conflicts:winner.office',
  client: 'conflicts:winner.client',
  installer: 'conflicts:winner.installer',
} as const;
