import './boot/zodConfig';
import { mount } from 'svelte';
import App from './App.svelte';
import { startGmWindow } from './boot/gmWindow';
import { exposeWorkCounters } from './map/workCounters';
import './styles/app.css';

const target = document.getElementById('app');
if (!target) throw new Error('Hexfray: #app element missing from index.html');
startGmWindow();
exposeWorkCounters(location.search);
mount(App, { target });
