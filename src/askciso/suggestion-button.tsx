// A question AskCISO suggests: a real button that looks like one (issue 28 item 5), asking it on click.
import { Button } from '@radix-ui/themes';
import { ChatBubbleIcon } from '@radix-ui/react-icons';

export function SuggestionButton({ question, onAsk, size = '1' }: { question: string; onAsk: (question: string) => void; size?: '1' | '2' }) {
  return (
    <Button type="button" size={size} variant="outline" radius="full" onClick={() => onAsk(question)}>
      <ChatBubbleIcon aria-hidden />
      {question}
    </Button>
  );
}
