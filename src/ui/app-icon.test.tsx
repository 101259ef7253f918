import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AppIcon } from './app-icon';

describe('AppIcon', () => {
  it('loads a known app brand icon from the icon route, decorative when the name is beside it', () => {
    const { container } = render(<AppIcon icon="github" />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/api/app-icons/github.svg');
    expect(img).toHaveAttribute('alt', '');
    expect(screen.queryByTestId('app-icon-fallback')).toBeNull();
  });

  it('names the app for screen readers when asked to', () => {
    render(<AppIcon icon="zoom" label="Zoom" size={32} />);
    const img = screen.getByRole('img', { name: 'Zoom' });
    expect(img).toHaveAttribute('width', '32');
  });

  it('shows the question mark for an app without a brand icon', () => {
    render(<AppIcon icon={null} label="Acme Internal Wiki" />);
    expect(screen.getByTestId('app-icon-fallback')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Acme Internal Wiki' }).tagName).toBe('SPAN');
  });

  it('never builds a URL from a slug that is not one', () => {
    const { container } = render(<AppIcon icon="../secrets" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('app-icon-fallback')).toBeInTheDocument();
  });

  it('falls back to the question mark when the icon fails to load, and tries again for another app', () => {
    const { container, rerender } = render(<AppIcon icon="nosuchbrand" />);
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByTestId('app-icon-fallback')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    rerender(<AppIcon icon="github" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/api/app-icons/github.svg');
  });
});
