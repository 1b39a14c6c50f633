/** Plain lines for the person at the terminal (start-up, scripts), before or without the HTTP logger. */
export const consoleLog = {
  info: (message: string) => console.log(message),
  warn: (message: string) => console.warn(message),
  error: (message: string) => console.error(message),
};
