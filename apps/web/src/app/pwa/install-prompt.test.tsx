import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@empowerment/shared';
import { renderWithRouter } from '../../test/render-with-router';
import { InstallPrompt } from './install-prompt';

function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt'), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

afterEach(() => localStorage.clear());

describe('install prompt', () => {
  it('appears when the browser can install the app, and "No, grazie" puts it away for good', async () => {
    const { user, unmount } = renderWithRouter(<InstallPrompt />);
    expect(screen.queryByText("Installa l'app")).not.toBeInTheDocument();
    offerInstall();
    expect(await screen.findByRole('button', { name: "Installa l'app" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No, grazie' }));
    expect(screen.queryByRole('button', { name: "Installa l'app" })).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.installDismissed)).toBe('true');
    unmount();
    renderWithRouter(<InstallPrompt />);
    offerInstall();
    expect(screen.queryByRole('button', { name: "Installa l'app" })).not.toBeInTheDocument();
  });

  it("asks the browser to install on 'Installa l'app'", async () => {
    const { user } = renderWithRouter(<InstallPrompt />);
    const event = offerInstall();
    await user.click(await screen.findByRole('button', { name: "Installa l'app" }));
    expect(event.prompt).toHaveBeenCalled();
    // the prompt goes once the browser has answered (its choice is awaited)
    await waitFor(() => expect(screen.queryByRole('button', { name: "Installa l'app" })).not.toBeInTheDocument());
  });

  it("explains the home-screen steps on iOS, until 'Ho capito'", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)');
    const { user } = renderWithRouter(<InstallPrompt />);
    expect(await screen.findByText(/Aggiungi alla schermata Home/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ho capito' }));
    expect(screen.queryByText(/Aggiungi alla schermata Home/)).not.toBeInTheDocument();
  });
});
