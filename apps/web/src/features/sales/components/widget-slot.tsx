/**
 * The place of one widget on the page: marked with the widget's name (data-widget-slot, for
 * tests and for reading the page), and fenced so that a widget that breaks shows a notice with
 * a retry instead of taking the page down with it.
 */
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode, Suspense } from 'react';

interface WidgetSlotProps {
  name: string;
  children: ReactNode;
}

interface BoundaryState {
  error: Error | null;
}

class WidgetBoundary extends Component<WidgetSlotProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The widget ${this.props.name} failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert color="red" variant="light" title="This chart could not be shown" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{this.state.error.message}</Text>
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={() => this.setState({ error: null })}
          >
            Retry
          </Button>
        </Stack>
      </Alert>
    );
  }
}

export function WidgetSlot({ name, children }: WidgetSlotProps) {
  return (
    <div data-widget-slot={name} style={{ minWidth: 0 }}>
      <WidgetBoundary name={name}>
        <Suspense
          fallback={
            <Center p="xl">
              <Loader size="sm" aria-label="Loading" />
            </Center>
          }
        >
          {children}
        </Suspense>
      </WidgetBoundary>
    </div>
  );
}
