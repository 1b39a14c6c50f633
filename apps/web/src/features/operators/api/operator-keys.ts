export const operatorKeys = {
  all: ['operators'] as const,
  detail: (id: number) => ['operators', 'detail', id] as const,
};
