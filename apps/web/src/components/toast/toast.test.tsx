import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify, ToastProvider } from '.';

const renderToast = () =>
  render(
    <MantineProvider env="test">
      <ToastProvider>
        <p>contenuto</p>
      </ToastProvider>
    </MantineProvider>,
  );

const progress = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('counts a short message down from 100 in steps of 100 ms, then closes', () => {
    renderToast();
    act(() => notify('success', 'Salvato'));

    expect(screen.getByRole('alert')).toHaveTextContent('Salvato');
    expect(progress()).toBe(100);
    advance(5_000);
    expect(progress()).toBe(50);
    advance(5_000);
    expect(screen.queryByText('Salvato')).not.toBeInTheDocument();
  });

  it('gives a message of 3 or more words 10 ms per word and step', () => {
    renderToast();
    act(() => notify('error', 'Email o password errati')); // 4 words: 40 ms a step, 4 s in all

    expect(screen.getByRole('alert')).toHaveTextContent('Email o password errati');
    advance(2_000);
    expect(progress()).toBe(50);
    advance(1_960);
    expect(screen.getByText('Email o password errati')).toBeInTheDocument();
    advance(40);
    expect(screen.queryByText('Email o password errati')).not.toBeInTheDocument();
  });

  it('shows one toast at a time: a new message replaces the old and restarts the countdown', () => {
    renderToast();
    act(() => notify('info', 'Primo messaggio di prova'));
    advance(3_000);
    expect(progress()).toBeLessThan(100);

    act(() => notify('warning', 'Secondo messaggio di prova'));
    expect(screen.queryByText('Primo messaggio di prova')).not.toBeInTheDocument();
    expect(screen.getByText('Secondo messaggio di prova')).toBeInTheDocument();
    expect(progress()).toBe(100);
  });

  it('closes at once with its close button', () => {
    renderToast();
    act(() => notify('info', 'Da chiudere'));
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi notifica' }));
    expect(screen.queryByText('Da chiudere')).not.toBeInTheDocument();
  });
});
