// Toasts (spec part 1 §8): 5 seconds unless sticky, announced in a polite live region, dismissible.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, Callout, Flex, IconButton, Text } from '@radix-ui/themes';
import { CheckCircledIcon, Cross2Icon, ExclamationTriangleIcon, InfoCircledIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';

export const TOAST_DURATION_MS = 5000;

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastInput {
  title: string;
  description?: string;
  kind?: ToastKind;
  sticky?: boolean;
}

interface ToastItem extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

type ToastFn = (toast: ToastInput) => void;

const ToastContext = createContext<ToastFn | null>(null);

const COLORS = { success: 'green', error: 'red', info: 'blue' } as const;
const ICONS = { success: CheckCircledIcon, error: ExclamationTriangleIcon, info: InfoCircledIcon } as const;

function Toast({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) {
  const { t } = useTranslation('ui');
  const Icon = ICONS[item.kind];
  useEffect(() => {
    if (item.sticky) return;
    const timer = setTimeout(() => onDismiss(item.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [item, onDismiss]);
  return (
    <Callout.Root color={COLORS[item.kind]} variant="surface" style={{ boxShadow: 'var(--shadow-4)', background: 'var(--color-panel-solid)' }}>
      <Callout.Icon>
        <Icon />
      </Callout.Icon>
      <Flex align="start" gap="3" justify="between" style={{ minWidth: 260 }}>
        <Box>
          <Text as="p" weight="medium" size="2">
            {item.title}
          </Text>
          {item.description ? (
            <Text as="p" size="2" color="gray">
              {item.description}
            </Text>
          ) : null}
        </Box>
        <IconButton size="1" variant="ghost" color="gray" aria-label={t('toast.dismiss')} onClick={() => onDismiss(item.id)}>
          <Cross2Icon />
        </IconButton>
      </Flex>
    </Callout.Root>
  );
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('ui');
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setItems((current) => current.filter((item) => item.id !== id)), []);
  const toast = useCallback<ToastFn>((input) => {
    const item: ToastItem = { id: nextId.current++, kind: 'info', sticky: false, ...input };
    setItems((current) => [...current, item]);
  }, []);
  return (
    <ToastContext.Provider value={toast}>
      {children}
      <Flex
        role="status"
        aria-live="polite"
        aria-label={t('toast.region')}
        direction="column"
        gap="2"
        style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 1000, maxWidth: 420 }}
      >
        {items.map((item) => (
          <Toast key={item.id} item={item} onDismiss={dismiss} />
        ))}
      </Flex>
    </ToastContext.Provider>
  );
}

/** Both `useToast()(...)` and `useToast().toast(...)` work. */
export type UseToast = ToastFn & { toast: ToastFn };

export function useToast(): UseToast {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast() needs a <ToastProvider> above it');
  return useMemo(() => Object.assign((input: ToastInput) => toast(input), { toast }), [toast]);
}
