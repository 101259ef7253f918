// /chatbot: the frame of AskCISO's two pages (a new conversation, an open one); each page draws itself.
import { Outlet } from 'react-router-dom';

export default function ChatLayout() {
  return <Outlet />;
}
