// /add-new-folder/:id? (Monitored Folder): the monitored folders, or the one with that id.
import { useParams } from 'react-router-dom';
import { FolderEdit, FolderList } from './folders';

export default function AddNewFolder() {
  const id = useParams().id;
  return id ? <FolderEdit id={id} /> : <FolderList />;
}
