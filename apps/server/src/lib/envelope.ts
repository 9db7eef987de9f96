/** The success envelope of every answer (ARCHITECTURE.md): `{status: 200, data}`. */
export const ok = <T>(data: T) => ({ status: 200 as const, data });
