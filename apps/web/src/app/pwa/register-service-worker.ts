/**
 * The service worker caches the app shell so the installed app opens offline; it is
 * registered in production builds only, where the assets have stable hashed names.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error) => console.error('Service worker non registrato', error));
  });
}
