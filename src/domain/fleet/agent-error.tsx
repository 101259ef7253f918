// How an agent-reported error shows wherever it is listed (the company's Copilot Error Logs and the
// provider's view of a company's): one colour per severity, and the code above its message so the table fits.
import { Code, Flex, Text } from '@radix-ui/themes';
import type { AgentErrorSeverity } from '../../api/contract/agent';

export const AGENT_ERROR_SEVERITY_COLORS: Record<AgentErrorSeverity, 'amber' | 'orange' | 'red'> = { Warning: 'amber', Error: 'orange', Critical: 'red' };

export function AgentErrorMessage({ code, message }: { code: string; message: string }) {
  return (
    <Flex direction="column" gap="1">
      <Code variant="ghost" size="1">
        {code}
      </Code>
      <Text size="1" style={{ overflowWrap: 'anywhere' }}>
        {message}
      </Text>
    </Flex>
  );
}
