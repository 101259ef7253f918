// /add-new-system-dictionary/:id? (System Dictionary): the system and company dictionaries, or one to edit.
import { useParams } from 'react-router-dom';
import { DictionaryEdit, DictionaryList } from './dictionaries';

export default function AddNewSystemDictionary() {
  const id = useParams().id;
  return id ? <DictionaryEdit id={id} /> : <DictionaryList />;
}
