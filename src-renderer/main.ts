import './boot/zodConfig';
import { mount } from 'svelte';
import App from './App.svelte';
import './styles/app.css';

const target = document.getElementById('app');
if (!target) throw new Error('Hexfray: #app element missing from index.html');
mount(App, { target });
